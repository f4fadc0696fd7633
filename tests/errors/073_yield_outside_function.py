# 'yield' outside function.
x = yield
