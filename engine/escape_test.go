package engine

import (
	"strings"
	"testing"
)

// appendField, which tests eight bytes at a time, escapes as a plain
// replacement does, wherever the bytes to escape stand.
func TestAppendFieldEscapes(t *testing.T) {
	plain := strings.NewReplacer(`\`, `\\`, "\t", `\t`, "\n", `\n`, "\r", `\r`)
	alphabet := []byte("ab\\\t\n\r\x00\xff\x08\x0b\x0c\x0e[]\\")
	for n := 0; n <= 20; n++ {
		for pos := 0; pos < n; pos++ {
			for _, c := range alphabet {
				b := []byte(strings.Repeat("x", n))
				b[pos] = c
				s := string(b)
				want := plain.Replace(s)
				if got := string(appendField(nil, s)); got != want {
					t.Fatalf("appendField(%q) = %q, want %q", s, got, want)
				}
				if got := string(appendField([]byte("p"), b)); got != "p"+want {
					t.Fatalf("appendField(%q) = %q, want %q", s, got, "p"+want)
				}
			}
		}
	}
}

func FuzzAppendField(f *testing.F) {
	plain := strings.NewReplacer(`\`, `\\`, "\t", `\t`, "\n", `\n`, "\r", `\r`)
	f.Add("a\tb\\c\r\nd")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(appendField(nil, s)), plain.Replace(s); got != want {
			t.Fatalf("appendField(%q) = %q, want %q", s, got, want)
		}
	})
}

// UnescapeField reads back what EscapeField writes, whatever the bytes.
func FuzzUnescapeField(f *testing.F) {
	f.Add("a\tb\\c\r\nd")
	f.Add(`\\t`)
	f.Fuzz(func(t *testing.T, s string) {
		got, err := UnescapeField(EscapeField(s))
		if err != nil || got != s {
			t.Fatalf("UnescapeField(EscapeField(%q)) = %q, %v", s, got, err)
		}
	})
}

func TestUnescapeFieldErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`a\`, `byte 1: a backslash ends the field: want \\, \t, \n or \r`},
		{`a\x`, `byte 1: unknown escape "\\x": want \\, \t, \n or \r`},
		{`\\\q`, `byte 2: unknown escape "\\q": want \\, \t, \n or \r`},
	} {
		if _, err := UnescapeField(tc.in); err == nil || err.Error() != tc.want {
			t.Errorf("UnescapeField(%q) = %v, want %s", tc.in, err, tc.want)
		}
	}
	if got, err := UnescapeField(`a\\b\tc\nd\re`); err != nil || got != "a\\b\tc\nd\re" {
		t.Errorf("UnescapeField = %q, %v", got, err)
	}
}
