// Bakerstreet's rules for players, in English: what the Rules panel of a table shows.
// Written from shared/rules/bakerstreet.md; the spec's rule ids are the engine's, not repeated here.

/** @type {import('./types.js').Rules} */
export default {
  summary:
    'A two-player duel of bidding, bluffing and memory. Win evidence cards from five face-down piles and be the first to hold seven letters in a row, such as H I J K L M N.',
  sections: [
    {
      title: 'Setup and goal',
      paragraphs: [
        'The site deals for you. You each have 30 detective cards in your colour, worth 0 to 5, some with one symbol: STOP, x2 or ARROW. You hold three. The 40 evidence cards, two of each letter A to T, lie face down in five piles of eight, in a circle.',
        'You win with seven different letters in unbroken alphabetical order. The alphabet does not wrap: T and A are not neighbours.',
      ],
    },
    {
      title: 'Your turn',
      paragraphs: ['On your turn you either make a move, in three steps, or challenge.'],
      list: [
        'Place a card from your hand face up on the stack beside any of the five piles, covering what is there.',
        'Draw a card. An empty draw pile is refilled by shuffling your discard pile.',
        'Bid: say what the cards in both hands add up to now (six cards, so 0 to 30). The first bid of a round is free; each later bid must be higher. Symbols do not count, and bluffing is allowed.',
      ],
    },
    {
      title: 'Challenge',
      paragraphs: [
        'Instead of moving, you may challenge your opponent\'s last bid. Both hands are shown and added up, symbols ignored. If the total is lower than the bid, the challenger wins; if equal or higher, the bidder wins. Both hands then go to the discard piles.',
      ],
    },
    {
      title: 'Evaluation',
      paragraphs: [
        'The challenge winner picks a position. Its stack is counted from the top down, each card scoring for its owner, until the stack is empty or a STOP has been counted. The higher score wins; a tie, even 0 to 0, goes to the challenge winner. The winner looks through that evidence pile in secret and takes one card; the rest go back in order. Counted cards are discarded.',
      ],
      list: [
        'STOP counts its value, then counting ends. Cards below it stay and do nothing.',
        'x2 doubles its owner\'s score on this pile, once, however many they have.',
        'ARROW: if any counted card shows one, whoever owns it, the next position clockwise is evaluated too, with its own winner and reward. A chain may return to a pile already done.',
      ],
    },
    {
      title: 'Next round and the end',
      paragraphs: [
        'Then you each draw three new cards, and the challenge loser starts the next round. Uncounted cards stay in their stacks.',
        'You win the moment you take the card that completes seven in a row, even mid-chain. If no evidence card is left that either of you may take, the longer run wins, then the bigger collection; otherwise it is a draw.',
      ],
    },
    {
      title: 'What you see',
      paragraphs: [
        'Only the top card of each stack and discard pile is visible, and your opponent learns which pile you took from, never the letter. Memory is the heart of the game. The memory aid in the Notebook tab shows what you have seen; switch it off for pure memory play.',
      ],
    },
    {
      title: 'Good to know',
      paragraphs: [],
      list: [
        'A round\'s first turn cannot be a challenge, as there is no bid yet. Facing a bid of 30, you must challenge.',
        'You may place beside an empty evidence pile, and it may be chosen; its winner just gets nothing.',
        'Winning an evaluation, you must take a card if you can.',
        'An x2 or ARROW below a STOP does nothing this time, but may count later.',
        'A second copy of a letter does not lengthen your run, but adds to your collection. With the table option One card per letter, you cannot take a letter you already hold.',
        'With a round limit set, the game also ends after that round, decided by the runs as above.',
      ],
    },
  ],
};
