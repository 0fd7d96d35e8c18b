#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    // Print s reversed.
    return 0;
}
