"""G.O.A.L.'s pictures: card faces and backs, suit emblems, the prize piles' letter badges, the menu tile."""
