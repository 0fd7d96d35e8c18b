import type { StarterCode } from '@web/components/code-editor/editor-languages';

/**
 * What the editor opens with when a problem ships no template of its own for a language (the
 * package format's attachments/templates are optional): a program that reads standard input and
 * writes standard output, the way the judge runs every submission.
 */
export const defaultStarterCode: StarterCode = {
  cpp: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    // Read the input from standard input and print the answer.

    return 0;
}
`,
  python: `import sys


def main() -> None:
    data = sys.stdin.read().split()
    # Read the input from standard input and print the answer.


if __name__ == "__main__":
    main()
`,
  java: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        // Read the input from standard input and print the answer.
    }
}
`,
  javascript: `const data = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/);

// Read the input from standard input and print the answer with console.log.
`,
};
