"""The card-game kit, scene side: the card-game scene base (privacy, peek, hand-off curtain), the table, the action picker, and the demo table."""
