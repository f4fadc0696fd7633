# Membership and comparisons on strings.
s = "the quick brown fox"
print("quick" in s, "slow" in s, "" in s, " " in s, "the" not in s, "T" in s)
print("abc" < "abd", "abc" < "ab", "" < "a", "Z" < "a", "apple" < "banana", "a" * 3 > "aa")
print("abc" == "abc", "abc" != "ABC", "abc".upper() == "ABC", "10" < "9", "b" > "abc")
print(sorted(["pear", "Apple", "apple", "banana", "Banana", "10", "9", "_x"]))
print(max("hello"), min("hello"), max(["ab", "b", "abc"]), min("zebra", "apple"))
print("é" > "e", "a" < "à", sorted(["ä", "a", "z", "b"]))
print("abc" <= "abc", "abc" >= "abd", "abcd" > "abc")
