"""The card table: scene, card items, seat layout, animation and card artwork."""
