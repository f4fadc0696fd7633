print('hello)
