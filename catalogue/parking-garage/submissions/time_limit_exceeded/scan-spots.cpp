// Looks for a car by scanning every spot, and for the smallest free spot by scanning them from
// the first: O(N) per command.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<string> spots(n + 1);  // "" = free
    string cmd, plate, out;
    while (q--) {
        cin >> cmd >> plate;
        int found = 0;
        for (int i = 1; i <= n; i++)
            if (spots[i] == plate) { found = i; break; }
        if (cmd == "park") {
            if (found) { out += "ALREADY PARKED\n"; continue; }
            int spot = 0;
            for (int i = 1; i <= n; i++)
                if (spots[i].empty()) { spot = i; break; }
            if (spot) {
                spots[spot] = plate;
                out += to_string(spot) + "\n";
            } else {
                out += "FULL\n";
            }
        } else if (cmd == "leave") {
            if (found) spots[found] = "";
            out += found ? to_string(found) + "\n" : "NOT FOUND\n";
        } else {
            out += found ? to_string(found) + "\n" : "NOT FOUND\n";
        }
    }
    cout << out;
    return 0;
}
