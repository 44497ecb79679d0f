// Bakerstreet's rules for players, in Italian: what the Rules panel of a table shows.
// Written from shared/rules/bakerstreet.md, with the site's Italian names (i18n/it.js);
// the spec's rule ids are the engine's, not repeated here.

/** @type {import('./types.js').Rules} */
export default {
  summary:
    'Un duello a due fatto di offerte, bluff e memoria. Conquista carte Prova da cinque mazzetti coperti e sii il primo ad avere sette lettere di fila, come H I J K L M N.',
  sections: [
    {
      title: 'Preparazione e scopo',
      paragraphs: [
        'Il sito distribuisce per te. Ognuno ha 30 carte Detective del suo colore, di valore da 0 a 5, alcune con un simbolo: STOP, x2 o FRECCIA. In mano ne tieni tre. Le 40 carte Prova, due per ogni lettera dalla A alla T, stanno coperte in cinque mazzetti da otto, disposti in cerchio.',
        "Vinci con sette lettere diverse in ordine alfabetico, senza buchi. L'alfabeto non ricomincia da capo: T e A non sono consecutive.",
      ],
    },
    {
      title: 'Il tuo turno',
      paragraphs: ['Al tuo turno fai una mossa, in tre passi, oppure contesti.'],
      list: [
        'Deponi una carta della tua mano, scoperta, sulla pila accanto a uno dei cinque mazzetti, coprendo ciò che c\'è.',
        'Pesca una carta. Quando il tuo mazzo finisce, i tuoi scarti vengono mescolati in un mazzo nuovo.',
        "Fai un'offerta: quanto valgono adesso, in totale, le carte delle due mani (sei carte, quindi da 0 a 30). La prima offerta della manche è libera; ogni offerta dopo deve essere più alta. I simboli non contano, e bluffare è permesso.",
      ],
    },
    {
      title: 'Contestare',
      paragraphs: [
        "Invece di muovere, puoi contestare l'ultima offerta dell'avversario. Si scoprono le due mani e si sommano, senza simboli. Se il totale è inferiore all'offerta vince chi contesta; se è uguale o superiore vince chi ha offerto. Poi le due mani finiscono negli scarti.",
      ],
    },
    {
      title: 'La valutazione',
      paragraphs: [
        'Chi vince la contestazione sceglie una posizione. La sua pila si conta dall\'alto in basso, ogni carta a favore del suo proprietario, finché la pila è vuota o è stato contato uno STOP. Vince il punteggio più alto; la parità, anche 0 a 0, va a chi ha vinto la contestazione. Il vincitore guarda di nascosto il mazzetto di quella posizione e ne prende una carta; le altre tornano al loro posto, nello stesso ordine. Le carte contate vanno negli scarti.',
      ],
      list: [
        'STOP conta il suo valore, poi il conteggio si ferma. Le carte sotto restano lì e non fanno nulla.',
        "x2 raddoppia il punteggio del suo proprietario su questa pila, una volta sola, anche se ne ha più d'uno.",
        'FRECCIA: se una carta contata la mostra, di chiunque sia, si valuta anche la posizione successiva in senso orario, con il suo vincitore e la sua carta. La catena può tornare su una pila già valutata.',
      ],
    },
    {
      title: 'Nuova manche e fine',
      paragraphs: [
        'Poi ognuno pesca tre carte nuove, e chi ha perso la contestazione comincia la manche successiva. Le carte non contate restano nelle loro pile.',
        'Vinci nel momento in cui prendi la carta che completa le sette di fila, anche a metà di una catena. Se non resta nessuna carta Prova che uno di voi possa prendere, vince la sequenza più lunga, poi chi ha più carte Prova; altrimenti è patta.',
      ],
    },
    {
      title: 'Cosa vedi',
      paragraphs: [
        "Si vede solo la carta in cima a ogni pila e agli scarti di ciascuno, e l'avversario sa da quale mazzetto hai preso, mai la lettera. La memoria è il cuore del gioco. L'aiuto memoria nelle Note del detective ti mostra ciò che hai visto; spegnilo per giocare di sola memoria.",
      ],
    },
    {
      title: 'Da sapere',
      paragraphs: [],
      list: [
        "Il primo turno di una manche non può essere una contestazione, perché non c'è ancora un'offerta. Davanti a un'offerta di 30 devi contestare.",
        'Puoi deporre accanto a un mazzetto vuoto, e lo si può scegliere; chi vince quella valutazione non prende nulla.',
        'Se vinci una valutazione devi prendere una carta, se puoi.',
        'Un x2 o una FRECCIA sotto uno STOP stavolta non fanno nulla, ma possono contare più avanti.',
        "La seconda copia di una lettera non allunga la sequenza, ma conta tra le tue carte Prova. Con l'opzione del tavolo Una carta per lettera non puoi prendere una lettera che hai già.",
        'Se il tavolo ha un limite di manche, la partita finisce anche dopo l\'ultima, decisa dalle sequenze come sopra.',
      ],
    },
  ],
};
