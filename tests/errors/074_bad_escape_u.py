# truncated \uXXXX escape.
x = '\u12'
