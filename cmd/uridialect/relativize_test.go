package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRelativizeArguments(t *testing.T) {
	out, errOut, status := cli(t, "", "relativize", "http://a/b/c/d;p?q", "http://a/b/c/g", "http://a/g", "http://a/b/c/d;p?y")
	assert.Equal(t, exitOK, status, errOut)
	assert.Equal(t, "g\n/g\n?y\n", out)
}

func TestRelativizeSafeUnderSeveral(t *testing.T) {
	out, errOut, status := cli(t, "", "relativize", "-d", "rfc1808", "-d", "rfc2396", "-d", "rfc3986", "--reasons",
		"http://a/b/c/d;p?q", "http://a/b/c/d;p?y")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "d;p?y\n", out)
	assert.Equal(t, `uridialect relativize: rejected "" (empty): rfc1808 gives "http://a/b/c/d;p?q"
uridialect relativize: rejected "?y" (query): rfc2396 gives "http://a/b/c/?y"
uridialect relativize: rejected ";p?y" (params): rfc2396 gives "http://a/b/c/;p?y"
`, errOut)
}

func TestRelativizeNoReferenceExits1(t *testing.T) {
	out, errOut, status := cli(t, "", "relativize", "-d", "rfc1630", "http://a/b/c", "http:/g", "ftp://a/g")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "ftp://a/g\n", out)
	assert.Contains(t, errOut, `rfc1630: no reference resolves to "http:/g" against "http://a/b/c": rfc1630 reads the target itself as "http://a/g"`)
}

func TestRelativizeBatch(t *testing.T) {
	in := "http://a/b/c/d;p?q\thttp://a/b/c/g\n" +
		"http://a/b/c/d;p?q\thttp://a/b/c/d;p?q\n" +
		"http://a/b\thttp://a/x/../y\n" +
		"no tab\n"
	out, errOut, status := cli(t, in, "relativize", "-")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "http://a/b/c/d;p?q\thttp://a/b/c/g\tg\t\n"+
		"http://a/b/c/d;p?q\thttp://a/b/c/d;p?q\t\t\n"+
		"http://a/b\thttp://a/x/../y\t\trfc3986: no reference resolves to \"http://a/x/../y\" against \"http://a/b\": the target itself resolves to \"http://a/y\", and no other candidate to the target\n"+
		"no tab\t\t\tline 4: no TAB: want base<TAB>target\n", out)
	assert.Equal(t, "uridialect relativize: 2 of 4 lines failed\n", errOut)

	// With several dialects, the safe reference.
	out, _, status = cli(t, "http://a/b/c/d;p?q\thttp://a/b/c/d;p?y\n", "relativize", "-d", "rfc2396", "-d", "rfc3986", "-")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://a/b/c/d;p?q\thttp://a/b/c/d;p?y\td;p?y\t\n", out)
}

func TestRelativizeUsage(t *testing.T) {
	_, errOut, status := cli(t, "", "relativize", "http://a/")
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, errOut, "want BASE and at least one TARGET")
	_, errOut, status = cli(t, "", "relativize", "-d", "rfc1808", "-d", "rfc2396", "-o", "dotdot=drop", "http://a/", "http://a/b")
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, errOut, "-o applies to one dialect")
}
