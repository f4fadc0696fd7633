# dict display mixing key: value and a bare item.
x = {1: 2, 3}
