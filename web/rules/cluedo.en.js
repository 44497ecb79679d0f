// Cluedo's rules for players, in English: what the Rules panel of a table shows.
// Written from shared/rules/cluedo.md; the spec's rule ids are the engine's, not repeated here.

/** @type {import('./types.js').Rules} */
export default {
  summary:
    'Dr Black has been murdered, and a sealed envelope holds one suspect, one weapon and one room. Be the first to name all three in a single accusation.',
  sections: [
    {
      title: 'Setup',
      paragraphs: [
        'The site sets up for you. You play one suspect. Three cards go into the envelope unseen; the other 18 are dealt out, so some players may hold one more. Each weapon starts in its own room. Suspects nobody plays stay in the game: their pawns start in rooms and their cards are dealt. Your suspect has nothing to do with your cards.',
      ],
    },
    {
      title: 'Your turn',
      paragraphs: [
        'Miss Scarlett starts (without her, the next in line); turns follow the order Scarlett, Mustard, White, Green, Peacock, Plum.',
      ],
      list: [
        'Move. In a corridor, roll the die. In a room, roll to leave it, take its secret passage if it has one, or stay.',
        'Suggest, if your pawn is in a room: name a suspect and a weapon. The room is the one you are in.',
        'Accuse, if you think you know the answer.',
        'Press End turn.',
      ],
    },
    {
      title: 'Moving',
      paragraphs: [
        'After a roll the board highlights where you can go. You must use the whole roll to stop in a corridor, but only enough steps to pass a door to enter a room, which ends your move. Pawns go up, down, left or right, never diagonally, never twice over one square, and never through or onto another pawn.',
        'Secret passages link the Kitchen with the Study and the Conservatory with the Lounge. Taking one is your whole move.',
      ],
    },
    {
      title: 'Suggestions and what you learn',
      paragraphs: [
        'When you suggest, the named pawn and weapon are moved into your room and stay there. The others are then asked one by one, starting on your left. The first who holds any of the three cards must show you one of them, of their choice. If nobody can, the suggestion is unrefuted.',
        'Everyone sees the suggestion, who passed (holding none of the three) and who showed a card; only you see the card. The Notebook tab records what you hold, what you were shown and who passed; switch on the deductions to see what follows.',
      ],
    },
    {
      title: 'Accusing and the end',
      paragraphs: [
        'You may accuse once per game, on your turn after moving, suggestion or not. Name any suspect, weapon and room (not necessarily the one you are in); nothing moves. If all three match the envelope, you win. If not, you alone see the envelope (unless the table option hides it) and you are out: the others learn only that you were wrong. You take no more turns but still show cards when asked.',
        'If everyone accuses wrongly, nobody wins. At the end, everyone sees the envelope.',
      ],
    },
    {
      title: 'Good to know',
      paragraphs: [],
      list: [
        'Answers stop at the first player who can show a card; the players after them are never asked.',
        'The answering player always picks the card, even with only one match, so nobody can tell whether they had a choice.',
        'You may bluff by naming cards you hold. Your own hand is never checked: unrefuted only means the others hold none of the three.',
        'A pawn on a door\'s threshold blocks that door; secret passages are never blocked. If a roll leaves you no move, you stay put. You cannot leave a room and re-enter it in the same move.',
        'Normally you may suggest on any turn you spend in a room, even if you stayed. With the table option Modern suggestion rule, only if you entered the room this turn or were summoned there since your last turn.',
        'If a player who is out stands in a corridor, their pawn moves to the nearest room, so it never blocks anyone.',
        'The last player in play keeps taking turns until they accuse.',
      ],
    },
  ],
};
