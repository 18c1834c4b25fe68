"""The card-game kit, sprite side: card art and faces, zones (piles, hands, rows), the table layout and the HUD pieces."""
