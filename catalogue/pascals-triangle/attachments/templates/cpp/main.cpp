#include <bits/stdc++.h>
using namespace std;

int main() {
    // Read the input from standard input, then print the answer.
    return 0;
}
