// Package repotest holds the tests that look at the repository as a whole
// rather than at one package: that every public package shows at least one
// runnable example in its documentation, and that CI runs the test command
// the README gives.
package repotest
