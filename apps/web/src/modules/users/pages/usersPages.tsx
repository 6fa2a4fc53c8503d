import { UsersListPage } from './UsersListPage';
import { UsersSearchPage } from './UsersSearchPage';

/** The users pages the route table loads lazily, as one chunk. */
export const CollegeUsersListPage = () => <UsersListPage scope="college" />;
export const CollegeUsersSearchPage = () => <UsersSearchPage scope="college" />;
export const InttUsersListPage = () => <UsersListPage scope="INTT" />;
export const InttUsersSearchPage = () => <UsersSearchPage scope="INTT" />;
