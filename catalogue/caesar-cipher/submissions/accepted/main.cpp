#include <bits/stdc++.h>
using namespace std;

int main() {
    long long k;
    string message;
    cin >> k;
    cin.ignore();  // the rest of the first line
    getline(cin, message);
    int s = k % 26;  // shifting by 26 changes nothing
    for (char &ch : message) {
        if (ch >= 'a' && ch <= 'z') ch = 'a' + (ch - 'a' + s) % 26;
        else if (ch >= 'A' && ch <= 'Z') ch = 'A' + (ch - 'A' + s) % 26;
    }
    cout << message << "\n";
    return 0;
}
