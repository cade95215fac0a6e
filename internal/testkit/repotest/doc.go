// Package repotest holds the tests that look at the repository as a whole
// rather than at one package: that every public package shows at least one
// runnable example in its documentation, that CI runs the test command
// the README gives, and that whatwg/testdata's table of web-platform-tests
// copies states each copy's sha256 and entries, as scripts/wptdata writes
// it (run here on a WPT checkout made for the test).
package repotest
