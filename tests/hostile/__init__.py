"""The hostile-flow suite (issue 13): flows that lie to the refund step, checked on the Stripe
simulator's own record after every step. ``world`` holds one schedule's true facts and the rules
computed on them, ``record`` the invariant over the simulator's refunds, ``machine`` the rules."""
