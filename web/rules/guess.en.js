// Guess's rules for players, in English: what the Rules panel of a table shows.
// Written from games/guess/RULES.md, the test game's own rules note.

/** @type {import('./types.js').Rules} */
export default {
  summary:
    'A tiny two-player test game: one card of a small deck lies hidden. Ask your opponent about cards, then name the hidden one. Right, you win; wrong, your opponent does.',
  sections: [
    {
      title: 'Setup',
      paragraphs: [
        'The deck has an odd number of cards named A, B, C and so on (seven unless the table says otherwise). One is hidden face down; the others are dealt evenly between the two of you.',
      ],
    },
    {
      title: 'Your turn',
      paragraphs: ['The first player starts, then you take turns. On your turn you do one of two things.'],
      list: [
        'Ask whether your opponent holds a card that is not in your hand. The answer is true and everyone sees it. You may ask about each card once only.',
        'Name the hidden card. Right: you win. Wrong: your opponent wins. Either way the game ends.',
      ],
    },
    {
      title: 'What you see',
      paragraphs: [
        'You see your own hand, every question and answer, and every guess. At the end the hidden card and both hands are shown.',
      ],
    },
  ],
};
