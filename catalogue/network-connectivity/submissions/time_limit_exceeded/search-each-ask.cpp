// Keeps the cables as a graph and searches it for every question: O(N + Q) per ask.
#include <cstdio>
#include <queue>
#include <set>
#include <string>
#include <vector>

int main() {
    int n, q;
    if (std::scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<std::vector<int>> adj(n + 1);
    std::string out;
    char cmd[8];
    for (int i = 0; i < q; i++) {
        int a, b;
        std::scanf("%7s %d %d", cmd, &a, &b);
        if (cmd[0] == 'l') {
            adj[a].push_back(b);
            adj[b].push_back(a);
            continue;
        }
        std::set<int> seen = {a};
        std::queue<int> todo;
        todo.push(a);
        while (!todo.empty()) {
            int x = todo.front();
            todo.pop();
            for (int y : adj[x])
                if (seen.insert(y).second) todo.push(y);
        }
        out += seen.count(b) ? "YES\n" : "NO\n";
    }
    std::fputs(out.c_str(), stdout);
}
