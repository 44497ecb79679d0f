// Inkognito's rules for players, in English: what the Rules panel of a table shows.
// Written from shared/rules/inkognito.md; the spec's rule ids are the engine's, not repeated here.

/** @type {import('./types.js').Rules} */
export default {
  summary:
    'Secret agents meet in carnival Venice, where nobody knows who anyone is. Trade half-true clues, find your partner and the phone number, then call it together to win.',
  sections: [
    {
      title: 'Setup and goal',
      paragraphs: [
        'The base game has four players, and the site deals for you. Two secret black cards tell you who you are and your fragment of the number: 52, 11, 0 or 29. Lord Fiddlebottom and Colonel Bubble are partners, as are Mme Zsa Zsa and Agent X. The number is the fragments of Fiddlebottom, Bubble, Zsa Zsa and X, in that order.',
        'You also hold coloured cards: the four identities, the four fragments and five locations.',
      ],
    },
    {
      title: 'A round',
      paragraphs: [],
      list: [
        'From the start player, clockwise, each agent plays a location card face up.',
        'The Ambassador\'s card is turned up: he is at that location.',
        'Meetings are held, location by location: Rialto, San Marco, San Giorgio, Salute, Ponte dei Sospiri.',
      ],
    },
    {
      title: 'Meetings',
      paragraphs: [
        'A meeting happens only where exactly two persons stand: two agents, or an agent and the Ambassador. Two agents with the Ambassador do not meet.',
        'When two agents meet, you each show the other a pair: two of your coloured identity or number cards, exactly one of them true (matching one of your black cards). Or you may show one of your black cards, which is surely true; everyone sees you showed one card, not two. You may not show the same pair to the same agent twice until you have used all twelve. Choices are secret and revealed together.',
        'Alone with the Ambassador, you may name another agent, who must show you a black card of their choice, or pass. Everyone hears whom you named, not what you saw.',
        'Each location card is played once per series of five rounds; then the cards come back and the Ambassador\'s are reshuffled. The start player moves one seat clockwise every round.',
      ],
    },
    {
      title: 'Calling the number',
      paragraphs: [
        'When you meet the agent you believe is your partner, call instead of showing: give the fragments of Fiddlebottom, Bubble, Zsa Zsa and X. If the number is right and that agent is your partner, your team wins; otherwise the other team does. The game ends at once and each winner scores 1 point. The first to 3 points wins the match, shared if several get there together.',
      ],
    },
    {
      title: 'Three players',
      paragraphs: [
        'Everyone plays alone, with a dummy fourth agent that plays a random location each round. Alone with the dummy, you may secretly look at its identity or its fragment. Naming the dummy at the Ambassador, you choose which card to see. You may call alone with another player, the dummy or the Ambassador. A right number scores 1 for you; a wrong one, 1 for each of the others.',
      ],
    },
    {
      title: 'Five players',
      paragraphs: [
        'Everyone plays alone, and one player is the Ambassador, a role that passes clockwise each game. They place their location card face down before the agents, and it is turned up after. When an agent alone with them names someone, they see the black card too. Two agents with the Ambassador hold an audience: each shows the Ambassador player a pair, never a black card. Agents may call at a two-agent meeting or alone with the Ambassador; the Ambassador player at any of their meetings, deciding first. Calls score as with three players.',
      ],
    },
    {
      title: 'Good to know',
      paragraphs: [],
      list: [
        'At a meeting whoever placed earlier decides first. A call replaces the meeting: if the first calls, the other is not asked; if the second calls, the first one\'s choice stays hidden.',
        'With four players you cannot call alone with the Ambassador, and a call with an opponent is always wrong.',
        'After 50 rounds without a call, the game is drawn and nobody scores.',
        'With assistance on, the Notebook tab is your clue sheet: it marks the cards you saw and showed, and the pairs already shown to each player.',
      ],
    },
  ],
};
