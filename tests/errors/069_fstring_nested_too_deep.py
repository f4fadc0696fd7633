# f-string format specs may nest only two levels.
print(f'{1:{2:{3}}}')
