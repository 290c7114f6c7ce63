"""The chaos suite: surestep under injected network faults and process kills (issue 9)."""
