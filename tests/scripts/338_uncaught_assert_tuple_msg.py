# An assert message that is a tuple is shown as the tuple's repr.
x = 3
assert x > 0, 'fine'
assert x < 0, ('negative expected', x)
