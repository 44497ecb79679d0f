// P.I.'s rules for players, in English: what the Rules panel of a table shows.
// Written from shared/rules/pi.md; the spec's rule ids are the engine's, not repeated here.

/** @type {import('./types.js').Rules} */
export default {
  summary:
    'Three cases in a row. In each, find the suspect, crime and location held by the player on your right; the sooner you solve, the more you score.',
  sections: [
    {
      title: 'Setup',
      paragraphs: [
        'The site sets up each of the three mini-games. The city has 14 locations, each with a suspect tile, a crime tile and the location itself; tiles are shuffled each time, and a few are blank (No Suspect, No Crime). Nine evidence cards lie face up in the display.',
        'You are dealt one suspect, one crime and one location card. That is the case of the player on your left: keep it secret, and the site answers for it. Your own case is held by the player on your right. With two players, you each hold the other\'s case.',
      ],
    },
    {
      title: 'Your turn',
      paragraphs: ['Play goes clockwise. On your turn do exactly one of these:'],
      list: [
        'Send an investigator to a location.',
        'Take an evidence card from the display.',
        'Try to solve your case.',
      ],
    },
    {
      title: 'Investigators',
      paragraphs: [
        'You have five investigators for the whole game, not per mini-game, and may send only one to each location per mini-game. For each part of your case, the investigator gets a disc if that part is at this location, a cube if it is at a neighbouring one, and nothing otherwise. The tokens sit on the investigator: you learn how many of each, not which part they stand for. A blank tile does not stop a cube from next door.',
      ],
    },
    {
      title: 'Evidence cards',
      paragraphs: [
        'A card is compared only with the part of your case of the same kind. You get a disc if it is exactly yours, a cube if yours lies next to where the card\'s tile is, nothing otherwise. The token goes on the card\'s own tile (for a location card, the location itself), so you know what it means; if you have an investigator at that location, the token comes off it. A card with a result is discarded; one without stays face up in front of you. The display refills to nine.',
      ],
    },
    {
      title: 'Solving and scoring',
      paragraphs: [
        'Name a suspect, a crime and a location. You only hear right or wrong. Wrong costs a penalty step of 2 points, and you play on. Right scores the current value, your discs mark the answer so others can rule it out, and you sit out the rest of the mini-game.',
        'Play runs in rounds, each unsolved player taking one turn per round, and everyone who solves in the same round scores the same. The first round with a solver pays 7, the next such round 5, then 3, 1 and 0.',
        'A mini-game ends when everyone has solved, or at the end of the round that leaves one player unsolved, who scores 0. All cases are then revealed, everything is dealt again and the start player passes one seat clockwise.',
        'After three mini-games, add your scores and subtract your penalties. The highest total wins; ties go to more unused investigators, then fewer penalties, else the win is shared.',
      ],
    },
    {
      title: 'Good to know',
      paragraphs: [],
      list: [
        'You solve the case your right-hand neighbour holds, never the one in your hand.',
        'Every action and result is public, but nobody is told what a token on an investigator stands for. The Notebook tab, with assistance on, shows what you can deduce.',
        'Once your token marks a tile, an investigator at that location gets nothing for that part, and you cannot take that evidence card again.',
        'Used investigators never come back, and penalties carry over between mini-games.',
        'You may not repeat a wrong guess in the same mini-game.',
        'A mini-game always plays its last round to the end, so later players can still solve and tie. With two players, a mini-game ends in the first round anyone solves.',
      ],
    },
  ],
};
