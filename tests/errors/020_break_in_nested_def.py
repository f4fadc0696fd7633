for i in range(3):
    def g():
        break
