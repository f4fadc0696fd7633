# startswith and endswith.
f = "report_2024.final.txt"
print(f.startswith("report"), f.startswith("Report"), f.endswith(".txt"), f.endswith(".csv"))
print(f.startswith(("data", "report")), f.endswith((".csv", ".json")), f.endswith(("txt",)))
print(f.startswith("2024", 7), f.startswith("2024", 8), f.endswith("final", 0, 17), f.endswith(".final", 0, 17))
print("".startswith(""), "abc".startswith(""), "abc".endswith(""), "".endswith("a"))
files = ["a.py", "b.txt", "c.py", "d.pyc", "e.PY"]
print([x for x in files if x.endswith(".py")], [x for x in files if x.lower().endswith(".py")])
print("http://x".startswith(("http://", "https://")), "ftp://x".startswith(("http://", "https://")))
