# Day-of-week computation and a printed month calendar.
def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
def days_in_month(y, m):
    return [31, 29 if is_leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
def day_of_week(y, m, d):
    # Zeller-like: 0 = Monday
    t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    if m < 3:
        y -= 1
    return (y + y // 4 - y // 100 + y // 400 + t[m - 1] + d + 6) % 7
NAMES = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
def month_calendar(y, m):
    lines = [f"{NAMES[m - 1]} {y}".center(20).rstrip(), "Mo Tu We Th Fr Sa Su"]
    first = day_of_week(y, m, 1)
    cells = ["  "] * first + [f"{d:>2}" for d in range(1, days_in_month(y, m) + 1)]
    for i in range(0, len(cells), 7):
        lines.append(" ".join(cells[i:i + 7]))
    return "\n".join(lines)
print(month_calendar(2024, 2))
print()
print(month_calendar(2000, 1))
days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
for y, m, d in [(1969, 7, 20), (2000, 1, 1), (2024, 12, 25), (1900, 3, 1), (2100, 2, 28)]:
    print(f"{y:04d}-{m:02d}-{d:02d}", days[day_of_week(y, m, d)])
print([y for y in range(1896, 1930) if is_leap(y)])
fridays = sum(1 for y in range(1901, 2001) for m in range(1, 13) if day_of_week(y, m, 13) == 4)
print("Friday the 13ths in the 20th century:", fridays)
