//! The [`Game`](crate::Game) methods every game folder keeps in the same files (the
//! template at the top of ARCHITECTURE.md), written once here instead of five times.

/// Inside `impl Game for ...`: `to_act`, `legal_actions` and `apply_into` from the game's
/// `rules.rs`, `view` and `redact` from its `view.rs`. A game whose files do not follow the
/// template does not compile with it, and writes those methods itself.
#[macro_export]
macro_rules! rules_and_views_from_template {
    () => {
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
            rules::apply_into(state, seat, action, events)
        }

        fn view(state: &Self::State, viewer: $crate::Viewer) -> Self::View {
            view::view(state, viewer)
        }

        fn redact(event: &Self::Event, viewer: $crate::Viewer) -> Option<Self::Event> {
            view::redact(event, viewer)
        }
    };
}
