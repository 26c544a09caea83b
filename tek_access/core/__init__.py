"""What every game of the family shares: the seat object (what one seat may know)."""
