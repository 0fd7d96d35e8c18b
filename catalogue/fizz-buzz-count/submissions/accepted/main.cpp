#include <bits/stdc++.h>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long both = n / 15;  // divisible by 3 and by 5 means divisible by 15
    cout << n / 3 - both << " " << n / 5 - both << " " << both << " " << n - n / 3 - n / 5 + both << "\n";
    return 0;
}
