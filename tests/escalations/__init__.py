"""The generated escalation schedules (issue 24, "What to build" 1)."""
