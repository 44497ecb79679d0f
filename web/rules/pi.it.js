// P.I.'s rules for players, in Italian: what the Rules panel of a table shows.
// Written from shared/rules/pi.md, with the site's Italian names (i18n/it.js: a mini-game
// is a "caso", a round a "turno"); the spec's rule ids are the engine's, not repeated here.

/** @type {import('./types.js').Rules} */
export default {
  summary:
    'Tre casi di fila. In ognuno scopri il sospetto, il crimine e il luogo che tiene in mano il giocatore alla tua destra: prima risolvi, più punti fai.',
  sections: [
    {
      title: 'Preparazione',
      paragraphs: [
        'Il sito prepara ciascuno dei tre casi. La città ha 14 luoghi, ognuno con una tessera sospetto, una tessera crimine e la casella del luogo stesso; le tessere si rimescolano ogni volta e alcune sono vuote (No Sospetto, No Crimine). Nove carte Prova stanno scoperte accanto alla mappa.',
        "Ricevi una carta sospetto, una crimine e una luogo: è il caso del giocatore alla tua sinistra. Tienilo segreto; a rispondere per lui ci pensa il sito. Il tuo caso ce l'ha in mano il giocatore alla tua destra. In due, ognuno tiene il caso dell'altro.",
      ],
    },
    {
      title: 'Quando tocca a te',
      paragraphs: ['Si gioca in senso orario. Quando tocca a te fai una sola di queste azioni:'],
      list: [
        'Manda un investigatore in un luogo.',
        'Prendi una delle carte Prova scoperte.',
        'Prova a risolvere il tuo caso.',
      ],
    },
    {
      title: 'Gli investigatori',
      paragraphs: [
        "Hai cinque investigatori per tutta la partita, non per ogni caso, e in un caso ne puoi mandare uno solo in ciascun luogo. Per ogni elemento del tuo caso l'investigatore riceve un disco se quell'elemento è in quel luogo, un cubo se è in un luogo adiacente, altrimenti niente. I segnalini restano sull'investigatore: sai quanti ne hai di ogni tipo, non a quale elemento si riferiscono. Una tessera vuota non impedisce il cubo di un luogo vicino.",
      ],
    },
    {
      title: 'Le carte Prova',
      paragraphs: [
        "Una carta si confronta solo con l'elemento del tuo caso dello stesso tipo. Ottieni un disco se è proprio il tuo, un cubo se il tuo sta in un luogo adiacente a quello della tessera della carta, altrimenti niente. Il segnalino va sulla tessera della carta (per una carta luogo, sulla casella del luogo), così sai a cosa si riferisce; se hai un investigatore in quel luogo, il segnalino passa da lui alla tessera. Una carta con un risultato va negli scarti; una senza resta scoperta davanti a te. Poi le carte scoperte tornano a nove.",
      ],
    },
    {
      title: 'Risolvere e fare punti',
      paragraphs: [
        'Indichi un sospetto, un crimine e un luogo, e senti solo giusto o sbagliato. Se sbagli prendi una penalità da 2 punti e continui a giocare. Se indovini prendi il valore del momento, i tuoi dischi segnano la soluzione (così gli altri la escludono) e per il resto del caso non giochi più.',
        "Si gioca a turni: in ogni turno chi non ha ancora risolto fa un'azione, e chi risolve nello stesso turno prende gli stessi punti. Il primo turno in cui qualcuno risolve vale 7, il prossimo turno in cui qualcuno risolve 5, poi 3, 1 e 0.",
        'Un caso finisce quando tutti hanno risolto, o alla fine del turno che lascia un solo giocatore senza soluzione, che prende 0. Allora si svelano tutti i casi, si ridistribuisce tutto e il ruolo di primo giocatore passa al vicino in senso orario.',
        'Dopo tre casi sommi i punti e togli le penalità. Vince il totale più alto; a parità vince chi ha più investigatori non usati, poi chi ha meno penalità, altrimenti si vince insieme.',
      ],
    },
    {
      title: 'Da sapere',
      paragraphs: [],
      list: [
        'Risolvi il caso che tiene in mano il tuo vicino di destra, mai quello che hai in mano tu.',
        "Ogni azione e ogni risultato sono pubblici, ma nessuno dice a cosa corrisponde un segnalino su un investigatore. Con l'assistenza attiva, le Note del detective mostrano cosa puoi dedurre.",
        "Quando un tuo segnalino è su una tessera, un investigatore in quel luogo non riceve nulla per quell'elemento, e tu non puoi riprendere quella carta Prova.",
        "Gli investigatori usati non tornano, e le penalità restano da un caso all'altro.",
        'Non puoi ripetere una soluzione sbagliata nello stesso caso.',
        "Un caso si gioca sempre fino alla fine del turno, quindi chi viene dopo può ancora risolvere e pareggiare. In due, un caso finisce nel primo turno in cui qualcuno risolve.",
      ],
    },
  ],
};
