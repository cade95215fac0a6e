package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNormalizeLevels(t *testing.T) {
	out, errOut, status := cli(t, "", "normalize", "HTTP://A:80/b/../%7e?x#y", "http://a")
	assert.Equal(t, exitOK, status, errOut)
	assert.Equal(t, "http://a/~?x#y\nhttp://a/\n", out)
	out, _, status = cli(t, "", "normalize", "--level", "syntax", "HTTP://A:80/b/../%7e")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://a:80/~\n", out)
	out, _, status = cli(t, "", "normalize", "-d", "rfc1630", "http://a/marie%2Dclaude", "http://a/bertram%2Fmarie")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://a/marie-claude\nhttp://a/bertram%2Fmarie\n", out)
}

func TestNormalizeListsLevels(t *testing.T) {
	out, _, status := cli(t, "", "normalize", "-d", "rfc2396", "--levels")
	assert.Equal(t, exitOK, status)
	var names []string
	for _, line := range strings.Split(out, "\n") {
		if line != "" && !strings.HasPrefix(line, " ") {
			names = append(names, line)
		}
	}
	assert.Equal(t, []string{"none", "syntax", "scheme"}, names)
}

func TestNormalizeErrors(t *testing.T) {
	_, errOut, status := cli(t, "", "normalize", "--level", "bogus", "http://a/")
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, errOut, `unknown normalization level "bogus" (known: none, syntax, scheme)`)
	_, _, status = cli(t, "", "normalize")
	assert.Equal(t, exitUsage, status)
	_, errOut, status = cli(t, "", "normalize", "-o", "maxlength=10", "http://a/bcdefghijk")
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, errOut, "uridialect, Limits")
}
