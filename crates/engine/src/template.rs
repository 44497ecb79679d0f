//! The [`Game`](crate::Game) items every game folder keeps in the same files (the template
//! at the top of ARCHITECTURE.md), written once here instead of five times.

/// Inside `impl Game for ...`, after `NAME`: the associated types named as the game's
/// `lib.rs` re-exports them (`Config`, `State`, `Action`, `View`, `Event`); `setup` from
/// its `setup.rs`; `seat_count` from `State::seat_count`; `to_act`, `legal_actions` and
/// `apply_into` (its `check`, then its `perform`) from its `rules.rs`; `view` and `redact`
/// from its `view.rs`. A game whose files do not follow the template does not compile with
/// it, and writes those items itself. What differs between games (`outcome`, `notebook`, `moments`) stays in `lib.rs`.
#[macro_export]
macro_rules! game_from_template {
    () => {
        type Config = Config;
        type State = State;
        type Action = Action;
        type View = View;
        type Event = Event;

        fn setup(config: &Self::Config, seed: u64) -> Result<Self::State, $crate::RuleError> {
            setup::setup(config, seed)
        }

        fn seat_count(state: &Self::State) -> usize {
            state.seat_count()
        }

        fn to_act(state: &Self::State) -> Option<$crate::Seat> {
            rules::to_act(state)
        }

        fn legal_actions(state: &Self::State, seat: $crate::Seat) -> Vec<Self::Action> {
            rules::legal_actions(state, seat)
        }

        fn apply_into(
            state: &mut Self::State,
            seat: $crate::Seat,
            action: &Self::Action,
            events: &mut Vec<Self::Event>,
        ) -> Result<(), $crate::RuleError> {
            // Checked before anything changes, so a refusal leaves the state as it was.
            rules::check(state, seat, action)?;
            rules::perform(state, seat, action, events);
            Ok(())
        }

        fn view(state: &Self::State, viewer: $crate::Viewer) -> Self::View {
            view::view(state, viewer)
        }

        fn redact(event: &Self::Event, viewer: $crate::Viewer) -> Option<Self::Event> {
            view::redact(event, viewer)
        }
    };
}
