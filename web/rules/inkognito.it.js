// Inkognito's rules for players, in Italian: what the Rules panel of a table shows.
// Written from shared/rules/inkognito.md, with the site's Italian names (i18n/it.js: a round
// is a "turno", a series of five rounds a "giro", a match a "serie di partite");
// the spec's rule ids are the engine's, not repeated here.

/** @type {import('./types.js').Rules} */
export default {
  summary:
    'Agenti segreti nella Venezia del carnevale, dove nessuno sa chi è chi. Scambia indizi mezzi veri, trova il tuo compagno e il numero di telefono, poi chiamatelo insieme per vincere.',
  sections: [
    {
      title: 'Preparazione e scopo',
      paragraphs: [
        "Il gioco base è per quattro, e il sito distribuisce per te. Due carte nere segrete ti dicono chi sei e qual è il tuo frammento del numero: 52, 11, 0 o 29. Lord Fiddlebottom e il Colonnello Bubble sono compagni, come Mme Zsa Zsa e l'Agente X. Il numero è fatto dai frammenti di Fiddlebottom, Bubble, Zsa Zsa e X, in quest'ordine.",
        'Hai anche carte colorate: le quattro identità, i quattro frammenti e cinque luoghi.',
      ],
    },
    {
      title: 'Un turno',
      paragraphs: [],
      list: [
        'A partire dal primo giocatore, in senso orario, ogni agente gioca una carta luogo scoperta.',
        "Si scopre la carta dell'Ambasciatore: lui è in quel luogo.",
        'Si tengono gli incontri, luogo per luogo: Rialto, San Marco, San Giorgio, Salute, Ponte dei Sospiri.',
      ],
    },
    {
      title: 'Gli incontri',
      paragraphs: [
        "C'è un incontro solo dove si trovano esattamente due persone: due agenti, oppure un agente e l'Ambasciatore. Due agenti insieme all'Ambasciatore non si incontrano.",
        'A un incontro tra due agenti vi mostrate a vicenda una coppia: due tue carte colorate di identità o di numero, di cui una sola vera (uguale a una delle tue carte nere). In alternativa puoi mostrare una tua carta nera, sicuramente vera; tutti vedono che hai passato una carta e non due. Alla stessa persona non puoi mostrare due volte la stessa coppia, finché non le hai usate tutte e dodici. Le scelte sono segrete e si scoprono insieme.',
        "Da solo con l'Ambasciatore puoi nominare un altro agente, che deve mostrarti una sua carta nera a sua scelta, oppure passare. Tutti sentono chi hai nominato, non cosa hai visto.",
        "Ogni carta luogo si gioca una volta per giro di cinque turni; poi le carte tornano in mano e quelle dell'Ambasciatore si rimescolano. A ogni turno il primo giocatore passa al vicino in senso orario.",
      ],
    },
    {
      title: 'Chiamare il numero',
      paragraphs: [
        "Quando incontri l'agente che credi tuo compagno, invece di mostrare puoi chiamare: indichi i frammenti di Fiddlebottom, Bubble, Zsa Zsa e X. Se il numero è giusto e quell'agente è davvero il tuo compagno, vince la vostra squadra; altrimenti vince l'altra. La partita finisce subito e ogni vincitore prende 1 punto. La serie di partite la vince chi arriva per primo a 3 punti, insieme a chi ci arriva nella stessa partita.",
      ],
    },
    {
      title: 'In tre',
      paragraphs: [
        "Ognuno gioca per sé, con un quarto agente fantasma che gioca un luogo a caso a ogni turno. Da solo con l'agente fantasma puoi guardare di nascosto la sua identità o il suo frammento. Se lo nomini tramite l'Ambasciatore, scegli tu quale carta vedere. Puoi chiamare quando sei da solo con un altro giocatore, con l'agente fantasma o con l'Ambasciatore. Un numero giusto vale 1 punto per te; uno sbagliato, 1 punto a ciascuno degli altri.",
      ],
    },
    {
      title: 'In cinque',
      paragraphs: [
        "Ognuno gioca per sé e un giocatore fa l'Ambasciatore; il ruolo passa in senso orario a ogni partita. Piazza la sua carta coperta prima degli agenti, e la carta si scopre dopo. Quando un agente da solo con lui nomina qualcuno, vede anche lui la carta nera. Due agenti con l'Ambasciatore hanno un'udienza: ciascuno mostra al giocatore Ambasciatore una coppia, mai una carta nera. Gli agenti possono chiamare a un incontro tra due agenti o da soli con l'Ambasciatore; il giocatore Ambasciatore a ogni suo incontro, e decide per primo. I punti si danno come in tre.",
      ],
    },
    {
      title: 'Da sapere',
      paragraphs: [],
      list: [
        "A un incontro decide per primo chi ha giocato prima la carta luogo. La chiamata sostituisce l'incontro: se chiama il primo, all'altro non si chiede nulla; se chiama il secondo, la scelta del primo resta nascosta.",
        "In quattro non puoi chiamare da solo con l'Ambasciatore, e una chiamata con un avversario è sempre sbagliata.",
        'Dopo 50 turni senza chiamate la partita finisce in pareggio e nessuno prende punti.',
        "Con l'assistenza attiva, le Note del detective sono il tuo foglio degli indizi: segnano le carte che hai visto e mostrato e le coppie già mostrate a ciascuno.",
      ],
    },
  ],
};
