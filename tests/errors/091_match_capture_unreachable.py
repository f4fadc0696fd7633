# An unguarded capture pattern matches everything: later cases cannot run.
command = "go"
match command:
    case "stop":
        pass
    case other:
        print(other)
    case "go":
        pass
