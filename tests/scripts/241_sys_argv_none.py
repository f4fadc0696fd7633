# Without arguments sys.argv has only the script name.
import sys
print(len(sys.argv), sys.argv[1:], sys.argv[0].endswith(".py"))
args = sys.argv[1:]
name = args[0] if args else "default"
print("name =", name)
