package uritext

import "testing"

func TestSchemeLen(t *testing.T) {
	for s, want := range map[string]int{
		"http://a": 4, "HTTP:g": 4, "svn+ssh:x": 7, "a.b-c:": 5, "x:": 1,
		"": 0, ":a": 0, "1http:": 0, "ht tp:": 0, "http": 0, "/a:b": 0, "g?y:z": 0, "é:": 0,
	} {
		if got := SchemeLen(s); got != want {
			t.Errorf("SchemeLen(%q) = %d, want %d", s, got, want)
		}
	}
	for s, want := range map[string]bool{"http": true, "svn+ssh": true, "": false, "1a": false, "a:": false, "a b": false} {
		if got := IsScheme(s); got != want {
			t.Errorf("IsScheme(%q) = %v, want %v", s, got, want)
		}
	}
}
