"""What tests share: driving the real app and a table frame by frame, a scripted solver, fixed
positions and sizes. Test modules import these from here, never from one another, so a test
module can change or go without breaking another."""
