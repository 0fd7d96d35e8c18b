from collections import deque

rows, cols = map(int, input().split())
grid = [input().strip() for _ in range(rows)]
start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
dist = {start: 0}
queue = deque([start])
answer = -1
while queue:
    r, c = queue.popleft()
    if grid[r][c] == "E":
        answer = dist[(r, c)]
        break
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in dist:
            dist[(nr, nc)] = dist[(r, c)] + 1
            queue.append((nr, nc))
print(answer)
