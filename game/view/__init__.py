"""Drawing: card sprites made in code, layout, tweens and the table's painted layers."""
