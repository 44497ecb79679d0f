//! The classic board, copied from `shared/rules/cluedo-board.txt` (24 columns x 25 rows,
//! row 0 at the top). Legend: `.` corridor; `^ v < >` a door threshold whose arrow is the
//! step into the room; `1`-`6` start squares in canonical suspect order; room letters
//! `K B C D I L O H S` in canonical room order; `X` the cellar; `#` outside play.

pub const GRID: [&str; 25] = [
    "#########3####4#########",
    "KKKKKK#...BBBB...#CCCCCC",
    "KKKKKK..BBBBBBBB..CCCCCC",
    "KKKKKK..BBBBBBBB..CCCCCC",
    "KKKKKK..BBBBBBBB..CCCCCC",
    "KKKKKK.>BBBBBBBB<.^CCCCC",
    "#KKKKK..BBBBBBBB.......5",
    "....^...BBBBBBBB.......#",
    "#........^....^...IIIIII",
    "DDDDD............>IIIIII",
    "DDDDDDDD..XXXXX...IIIIII",
    "DDDDDDDD..XXXXX...IIIIII",
    "DDDDDDDD<.XXXXX...IIIIII",
    "DDDDDDDD..XXXXX.....v.^#",
    "DDDDDDDD..XXXXX...LLLLL#",
    "DDDDDDDD..XXXXX..LLLLLLL",
    "#.....^...XXXXX.>LLLLLLL",
    "2..........vv....LLLLLLL",
    "#.....v..HHHHHH...LLLLL#",
    "OOOOOOO..HHHHHH........6",
    "OOOOOOO..HHHHHH<.v.....#",
    "OOOOOOO..HHHHHH..SSSSSSS",
    "OOOOOOO..HHHHHH..SSSSSSS",
    "OOOOOOO..HHHHHH..SSSSSSS",
    "OOOOOO#1##HHHH##.#SSSSSS",
];

/// Room letters in canonical room order.
pub const ROOM_LETTERS: [u8; 9] = *b"KBCDILOHS";
