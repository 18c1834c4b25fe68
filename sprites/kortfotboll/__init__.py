"""Kortfotboll's pictures: playing-card faces and words for them, the club-coloured card backs, the menu tile."""
