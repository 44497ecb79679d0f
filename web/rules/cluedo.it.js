// Cluedo's rules for players, in Italian: what the Rules panel of a table shows.
// Written from shared/rules/cluedo.md, with the site's Italian names (i18n/it.js);
// the spec's rule ids are the engine's, not repeated here.

/** @type {import('./types.js').Rules} */
export default {
  summary:
    "Il Dr. Black è stato assassinato e una busta sigillata custodisce la soluzione: un sospettato, un'arma e una stanza. Vince chi per primo le indovina tutte e tre con un'unica accusa.",
  sections: [
    {
      title: 'Preparazione',
      paragraphs: [
        "Il sito prepara tutto per te. Tu giochi un sospettato. Tre carte finiscono nella busta senza che nessuno le veda; le altre 18 vengono distribuite, quindi qualcuno può averne una in più. Ogni arma parte da una stanza diversa. I sospettati che nessuno gioca restano in partita: le loro pedine partono dalle stanze e le loro carte vengono distribuite. Il tuo personaggio non c'entra con le carte che hai.",
      ],
    },
    {
      title: 'Il tuo turno',
      paragraphs: [
        'Comincia Miss Scarlet (se nessuno la gioca, chi la segue); poi si va nell\'ordine Scarlet, Mustard, Bianchi, Verde, Pavone, Plum.',
      ],
      list: [
        'Muovi. In corridoio tiri il dado. In una stanza puoi tirare per uscirne, prendere il passaggio segreto se c\'è, oppure restare.',
        "Fai un'ipotesi, se sei in una stanza: nomini un sospettato e un'arma, e la stanza è quella in cui ti trovi.",
        'Accusa, se pensi di avere la soluzione.',
        'Premi Fine turno.',
      ],
    },
    {
      title: 'Il movimento',
      paragraphs: [
        'Dopo il tiro il tabellone ti evidenzia dove puoi andare. Per fermarti in corridoio devi usare tutto il numero uscito; per entrare in una stanza ti bastano i passi per varcarne la porta, e appena entri la mossa finisce. Si va avanti, indietro o di lato, mai in diagonale, mai due volte sulla stessa casella e mai attraverso o sopra un\'altra pedina.',
        'I passaggi segreti collegano la Cucina con lo Studio e la Veranda con il Salotto. Usarne uno è tutta la tua mossa.',
      ],
    },
    {
      title: 'Le ipotesi e cosa scopri',
      paragraphs: [
        "Quando fai un'ipotesi, la pedina e l'arma che nomini vengono portate nella tua stanza e lì restano. Poi si chiede agli altri, uno alla volta, partendo dalla tua sinistra. Il primo che ha almeno una delle tre carte deve mostrartene una, a sua scelta. Se nessuno può, l'ipotesi resta senza smentita.",
        "Tutti vedono l'ipotesi, chi passa (non ha nessuna delle tre) e chi mostra una carta; la carta la vedi solo tu. Le Note del detective annotano le tue carte, quelle che hai visto e chi ha passato; attiva le deduzioni per vedere cosa ne segue.",
      ],
    },
    {
      title: "L'accusa e la fine",
      paragraphs: [
        "Puoi accusare una sola volta per partita, nel tuo turno dopo esserti mosso, con o senza ipotesi. Nomini sospettato, arma e stanza a piacere (non per forza quella in cui sei), e nulla si sposta. Se tutte e tre corrispondono alla busta, vinci. Altrimenti guardi la busta solo tu (a meno che un'opzione del tavolo non lo impedisca) e sei fuori: gli altri sanno solo che hai sbagliato. Non giochi più turni, ma continui a mostrare le carte quando te lo chiedono.",
        'Se tutti accusano a torto, non vince nessuno. Alla fine tutti vedono la busta.',
      ],
    },
    {
      title: 'Da sapere',
      paragraphs: [],
      list: [
        'Le risposte si fermano al primo giocatore che può mostrare una carta: a chi viene dopo non si chiede nulla.',
        'Chi risponde sceglie sempre la carta, anche quando ne ha una sola, così nessuno capisce se aveva scelta.',
        "Puoi bluffare nominando carte che hai in mano. La tua mano non viene mai controllata: un'ipotesi senza smentita dice solo che gli altri non hanno nessuna delle tre.",
        'Una pedina sulla soglia di una porta la blocca; i passaggi segreti non si bloccano mai. Se dopo il tiro non hai mosse possibili, resti dove sei. Non puoi uscire da una stanza e rientrarci nella stessa mossa.',
        "Di norma puoi fare un'ipotesi in ogni turno che passi in una stanza, anche se ci sei rimasto. Con l'opzione del tavolo Regola moderna, solo se ci sei entrato in questo turno o se vi sei stato convocato dopo il tuo ultimo turno.",
        'Se chi è fuori sta in corridoio, la sua pedina passa nella stanza più vicina, così non blocca mai nessuno.',
        "L'ultimo giocatore rimasto in gioco continua a giocare finché non accusa.",
      ],
    },
  ],
};
