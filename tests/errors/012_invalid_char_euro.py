price = 5 € 3
