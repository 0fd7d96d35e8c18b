#include <bits/stdc++.h>
using namespace std;

class Garage {
    priority_queue<int, vector<int>, greater<int>> freeSpots;  // smallest number on top
    unordered_map<string, int> spotOf;

public:
    explicit Garage(int n) { for (int i = 1; i <= n; i++) freeSpots.push(i); }

    string park(const string &plate) {
        if (spotOf.count(plate)) return "ALREADY PARKED";
        if (freeSpots.empty()) return "FULL";
        int spot = freeSpots.top();
        freeSpots.pop();
        spotOf[plate] = spot;
        return to_string(spot);
    }

    string leave(const string &plate) {
        auto it = spotOf.find(plate);
        if (it == spotOf.end()) return "NOT FOUND";
        int spot = it->second;
        spotOf.erase(it);
        freeSpots.push(spot);
        return to_string(spot);
    }

    string where(const string &plate) const {
        auto it = spotOf.find(plate);
        return it == spotOf.end() ? "NOT FOUND" : to_string(it->second);
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    Garage garage(n);
    string cmd, plate;
    while (q--) {
        cin >> cmd >> plate;
        cout << (cmd == "park" ? garage.park(plate) : cmd == "leave" ? garage.leave(plate) : garage.where(plate)) << "\n";
    }
    return 0;
}
